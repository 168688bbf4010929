/** Filled by the feature that owns this namespace; every key in all four languages. */
export default {
  pl: {} as Record<string, string>,
  en: {} as Record<string, string>,
  de: {} as Record<string, string>,
  it: {} as Record<string, string>,
};

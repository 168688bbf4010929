import type { CmsPageContent } from "./types.ts";
import regulamin from "./regulamin.ts";
import politykaPrywatnosci from "./polityka-prywatnosci.ts";
import regulaminPrenumeraty from "./regulamin-prenumeraty.ts";
import zwroty from "./zwroty.ts";
import platnosci from "./platnosci.ts";
import regulaminCewe from "./regulamin-cewe.ts";
import kontakt from "./kontakt.ts";
import dostawa from "./dostawa.ts";

export type { CmsPageContent } from "./types.ts";

/** Information pages of the Kiosk shop, in display order. */
export const CMS_PAGES: CmsPageContent[] = [regulamin, politykaPrywatnosci, regulaminPrenumeraty, zwroty, platnosci, regulaminCewe, kontakt, dostawa];

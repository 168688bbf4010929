/** Garment measurements for the size guide, in centimetres (flat width at the chest, length from the shoulder). */
export const SIZE_GUIDE: { size: string; chest: number; length: number; width: number }[] = [
  { size: "XS", chest: 80, length: 66, width: 44 },
  { size: "S", chest: 88, length: 69, width: 47 },
  { size: "M", chest: 96, length: 72, width: 50 },
  { size: "L", chest: 104, length: 74, width: 53 },
  { size: "XL", chest: 112, length: 76, width: 56 },
  { size: "XXL", chest: 120, length: 78, width: 59 },
];

import type { ResizeOptions } from 'sharp';

/** How one stored rendition of an upload is made: a sharp resize, then WebP at this quality. */
export interface VariantSpec {
  resize: ResizeOptions;
  quality: number;
}

/** The renditions one kind of photo is stored in, by name; `primary` describes the stored object as a whole. */
export interface VariantPlan<Name extends string> {
  variants: Readonly<Record<Name, VariantSpec>>;
  primary: Name;
}

export const variantNamesOf = <Name extends string>(plan: VariantPlan<Name>): Name[] =>
  Object.keys(plan.variants) as Name[];

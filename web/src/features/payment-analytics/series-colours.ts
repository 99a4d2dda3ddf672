/** Bar fills with at least 3:1 contrast on white (the design's clay-700 and sage-700). */
export const FIRST_SERIES_COLOUR = '#96461f';
export const SECOND_SERIES_COLOUR = '#48633f';

export * from './postcode-format';
export * from './postcode-centroids.data';
export * from './postcode-areas';

/** The catalogue service's endpoints. */
export const catalogueEndpoints = {};

/** The docs service's endpoints. */
export const docsEndpoints = {};

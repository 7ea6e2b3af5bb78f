/** SPEC 9: the promotion costs $49 per top league. */
export const PROMOTION_PRICE = '$49';

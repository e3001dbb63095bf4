/** The inquiry filter's states, as the earlier app offered them: label index → the states it means. */
export const STATE_FILTERS = ['99', '1', '2', '6', '3,4,5', '8', '9', '10'] as const;

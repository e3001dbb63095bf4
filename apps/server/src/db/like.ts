/**
 * A LIKE pattern that finds `text` anywhere. The wildcards and the escape character are dropped from what a person
 * typed (a search for "50%" finds "50"), so nothing typed widens the search.
 */
export const containing = (text: string) => `%${text.replace(/[%_\\]/g, '')}%`;

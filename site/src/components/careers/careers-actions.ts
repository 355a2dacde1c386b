/**
 * The markers the careers pages' click handlers act on. The pages are prerendered HTML on a first
 * visit, so their buttons are found by these, not by React handlers.
 */

/** The id of the open positions section: the hero's button scrolls there. */
export const openPositionsId = 'open-positions';

export const careersActions = { generalApplication: 'general-application' } as const;

/** The Apply Now button of a position that takes applications in the dialog. */
export const applyAction = 'apply';

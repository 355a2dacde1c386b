/**
 * The markers the careers pages' click handlers act on. The pages are prerendered HTML on a first
 * visit, so their buttons are found by these, not by React handlers.
 */

/** The id of the open positions section: the hero's button scrolls there. */
export const openPositionsId = 'open-positions';

/**
 * The id of that section's heading, which takes the focus after the scroll. The heading, not the
 * section: a screen reader reading the page through skips a heading that names a focusable element,
 * expecting to read it when that element is focused.
 */
export const openPositionsTitleId = 'open-positions-title';

export const careersActions = { generalApplication: 'general-application' } as const;

/** The Apply Now button of a position that takes applications in the dialog. */
export const applyAction = 'apply';

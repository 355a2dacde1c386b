/**
 * The time zone publication dates are read in: an entry dated 2027-03-01 appears at midnight that
 * day in Amsterdam, where the team works. The build and the studio's nightly rebuild both use it.
 */
export const publicationTimeZone = 'Europe/Amsterdam';

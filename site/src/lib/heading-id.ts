/**
 * The anchor of a heading in long-form content ("3. User Responsibilities" -> "3-user-responsibilities").
 * The build gives each heading this id and the table of contents links to it, so both use this.
 */
export function headingId(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

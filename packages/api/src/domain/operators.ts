/**
 * An operator's alias and initials, from its name (the register names an operator; these follow from the name):
 * the alias of the certification pages (`/asc/company/{alias}`: lower case, words joined by `-`, æ ø å written
 * ae o a, the company form `AS` left out) and the initials shown inside map markers.
 */
const words = (name: string): string[] => name.trim().replace(/ AS$/, '').split(/\s+/).filter(Boolean);

export const operatorAlias = (name: string): string =>
  words(name)
    .join('-')
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .replace(/[^a-z-]/g, '');

export const operatorInitials = (name: string): string =>
  words(name)
    .map((word) => word[0])
    .join('')
    .toUpperCase();

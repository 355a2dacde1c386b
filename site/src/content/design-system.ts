import { paths } from '@shared/paths';

/** Copy of the logo variations showcase (/design-system). */
export const designSystemContent = {
  back: { label: 'Back to Home', href: paths.home() },
  title: 'Logo variations',
  intro:
    'Five ways to show the Emberwise logo, each tested on light and gradient backgrounds. Use the full-colour horizontal logo wherever it fits; the others exist for tight spaces and strong backgrounds.',
  variations: [
    {
      name: 'Primary horizontal',
      usage: 'Website header, proposals, email signatures.',
      layout: 'horizontal',
      surfaces: [
        { background: 'light', tone: 'color', label: 'light' },
        { background: 'gradient', tone: 'light', label: 'gradient' },
      ],
    },
    {
      name: 'Stacked',
      usage: 'Square formats: social avatars, event badges, slide covers.',
      layout: 'stacked',
      surfaces: [
        { background: 'light', tone: 'color', label: 'light' },
        { background: 'gradient', tone: 'light', label: 'gradient' },
      ],
    },
    {
      name: 'Mark only',
      usage: 'Favicons, app icons and anywhere under 32 px tall.',
      layout: 'mark',
      surfaces: [
        { background: 'light', tone: 'color', label: 'light' },
        { background: 'gradient', tone: 'light', label: 'gradient' },
      ],
    },
    {
      name: 'Monochrome dark',
      usage: 'One-colour print, stamps, documents printed in black.',
      layout: 'horizontal',
      surfaces: [
        { background: 'light', tone: 'dark', label: 'light' },
        { background: 'gradient', tone: 'dark', label: 'gradient' },
      ],
    },
    {
      name: 'Monochrome light',
      usage: 'Photography, video overlays and dark presentation slides.',
      layout: 'horizontal',
      // White on white would vanish: the light logo is shown on deep plum instead of the light tile.
      surfaces: [
        { background: 'dark', tone: 'light', label: 'deep plum' },
        { background: 'gradient', tone: 'light', label: 'gradient' },
      ],
    },
  ],
  philosophy: {
    title: 'Design philosophy',
    intro:
      'Our identity borrows from the moment a fire catches: a deep, calm base and a bright spark of energy. It should feel confident and warm, never loud.',
    principles: [
      {
        title: 'Deep plum for trust',
        text: 'Deep plum carries our text and surfaces. It is serious without being corporate blue, and it keeps long reads comfortable.',
      },
      {
        title: 'Ember orange for action',
        text: 'Ember orange is reserved for the things we want you to do or notice: calls to action, key figures and highlights.',
      },
      {
        title: 'The signature gradient for moments',
        text: 'The plum-to-ember gradient marks the big moments: heroes, calls to action and the logo mark itself. Used sparingly, it stays special.',
      },
    ],
    paletteTitle: 'Palette',
    palette: [
      { name: 'Deep plum', hex: '#2A0A33', className: 'bg-plum-950' },
      { name: 'Plum', hex: '#5E2B66', className: 'bg-plum-700' },
      { name: 'Ember orange', hex: '#F26B1D', className: 'bg-ember-500' },
      { name: 'Ember dark', hex: '#B0400C', className: 'bg-ember-700' },
      { name: 'Mist', hex: '#FAF5FB', className: 'bg-plum-50' },
    ],
    gradientName: 'Signature gradient',
    gradientStops: 'Deep plum #2A0A33 → Berry #A3275F → Ember #E0581A',
  },
} as const;

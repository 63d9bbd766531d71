import type { CareersTeaser } from '../schemas.js';

/** The 'Life at Rinn' video teaser ('Life at the company' in spec §2) and its popup. */
export const CAREERS_TEASER: CareersTeaser = {
  title: 'Life at Rinn',
  description: 'Meet the people who help India borrow better: engineers, loan experts and support staff building Rinn together.',
  videoUrl: '/videos/life-at-rinn.mp4',
  posterUrl: '/images/careers/life-at-rinn.webp',
  playLabel: 'Play video',
  closeLabel: 'Close video',
};

/** The careers teaser in Hindi. */
export const CAREERS_TEASER_HI: CareersTeaser = {
  title: 'Rinn में ज़िंदगी',
  description: 'उन लोगों से मिलिए जो भारत को समझदारी से उधार लेने में मदद करते हैं: इंजीनियर, लोन विशेषज्ञ और सहायता टीम, जो मिलकर Rinn बना रहे हैं।',
  videoUrl: '/videos/life-at-rinn.mp4',
  posterUrl: '/images/careers/life-at-rinn.webp',
  playLabel: 'वीडियो चलाएँ',
  closeLabel: 'वीडियो बंद करें',
};

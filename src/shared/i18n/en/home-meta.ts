import type { homeMeta as me } from '../me/home-meta';

export const homeMeta: typeof me = {
  title: 'NaRate — Buy now, pay in instalments',
  description:
    'Buy now at partner merchants and pay in 3, 6 or 12 instalments with no interest and no hidden costs.',
};

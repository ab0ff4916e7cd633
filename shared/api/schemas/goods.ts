import { array, string, type } from 'superstruct';
import { GoodsItem } from './cases';
import { envelope, maybe } from './common';

export const GoodsResponse = envelope(
  type({ goods: array(GoodsItem), title: maybe(string()), description: maybe(string()), image: maybe(string()) }),
);

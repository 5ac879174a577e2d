import type { Translated } from '../../catalogue-shape.js';
import type { cli as english } from '../en/cli.js';

export const cli: Translated<typeof english> = {
  'cli.option.lang': 'язык вывода (en, fr или ru; по умолчанию из LANG)',
};

import english from '../../public/locales/en/common.json';
import { plainParams, type Refusal } from '../../src/domain/shared/refusal';

type Tree = { readonly [key: string]: string | Tree };

/**
 * A domain refusal as the exchange words it on the wire: the English sentence of its code (the app's `en` catalogue,
 * the one source of the text) with its parameters as plain digits and ISO times.
 */
export function englishRefusal(refusal: Refusal): string {
  const template = refusal.code
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), (english as Tree).refusals);
  if (typeof template !== 'string') return refusal.code;
  const params = plainParams(refusal.params);
  return template.replace(/{{(\w+)}}/g, (whole, name: string) => params[name] ?? whole);
}

/** A DI token that carries its type: `const X = token<X>('X')`, value and type share a name. */
export type Token<T> = symbol & { readonly __type?: T };
export const token = <T>(name: string): Token<T> => Symbol.for(name) as Token<T>;

export type Unsubscribe = () => void;

import { Input, type InputProps } from 'antd';
import { forwardRef, type ClipboardEvent, type ComponentRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pastedDecimalText, sanitizeDecimalText } from '../../domain/shared/amount-rule';
import { localeInfo, toSupportedLocale } from '../../domain/shared/locale';

/** The decimal separator of an app language ('.' or ','), as Intl writes 1.5 there. */
export function decimalSeparatorOf(language: string): string {
  const tag = localeInfo(toSupportedLocale(language)).regionalTag;
  return new Intl.NumberFormat(tag).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
}

export type DecimalInputProps = Omit<InputProps, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  /** The amount with '.' as the decimal separator (what stores and the domain read). */
  readonly value: string;
  /** Called with the sanitised amount: digits and at most one '.'. */
  readonly onChange: (value: string) => void;
};

/**
 * The one amount field of the app's forms (withdraw, convert, transfer, copy, earn, spot margin): it accepts only
 * digits and one decimal separator (the language's or '.'); typing or pasting anything else is dropped, a pasted
 * "1,234.56" (or "1 234,56" in Russian) is kept as 1234.56. It shows the language's separator.
 */
export const DecimalInput = forwardRef<ComponentRef<typeof Input>, DecimalInputProps>(function DecimalInput(
  { value, onChange, onPaste, ...rest },
  ref,
) {
  const { i18n } = useTranslation();
  const separator = decimalSeparatorOf(i18n.language);
  const shown = separator === '.' ? value : value.replace('.', separator);
  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(e);
    if (e.defaultPrevented) return;
    const pasted = e.clipboardData.getData('text');
    const target = e.currentTarget;
    const start = target.selectionStart ?? shown.length;
    const end = target.selectionEnd ?? shown.length;
    e.preventDefault();
    // The pasted text is read on its own (its grouping and separator), then put where the caret was.
    const clean = pastedDecimalText(pasted, separator);
    onChange(sanitizeDecimalText(`${shown.slice(0, start).replace(separator, '.')}${clean}${shown.slice(end).replace(separator, '.')}`));
  };
  return (
    <Input
      {...rest}
      ref={ref}
      value={shown}
      inputMode="decimal"
      autoComplete="off"
      onChange={(e) => onChange(sanitizeDecimalText(e.target.value, separator))}
      onPaste={paste}
    />
  );
});

/** @jest-environment jsdom */
import { CheckOutlined } from '@ant-design/icons';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import AntdProvider from '../../../../src/presentation/shared/antd-provider';
import { createTestI18n } from '../../../support/test-i18n';

/** The style elements @ant-design/icons writes its own copy of the icons' styles into. */
const iconsOwnStyles = () => document.querySelectorAll('style[rc-util-key="@ant-design-icons"]').length;
/** Whether a style element of the document styles the icons' class. */
const anyStyleFor = (selector: string) =>
  Array.from(document.querySelectorAll('style'), (s) => s.textContent ?? '').some((css) => css.includes(selector));

describe('the antd provider and the icons', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('leaves the icons to the styles antd writes, without the icons package copying its own at each mount', () => {
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <AntdProvider>
          <CheckOutlined data-testid="check" />
          <CheckOutlined />
        </AntdProvider>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('check')).toHaveClass('anticon', 'anticon-check');
    expect(iconsOwnStyles()).toBe(0);
    expect(anyStyleFor('.anticon-spin')).toBe(true);
  });

  it('outside the provider, an icon still writes the styles it needs', () => {
    render(<CheckOutlined data-testid="bare" />);
    expect(screen.getByTestId('bare')).toHaveClass('anticon');
    expect(iconsOwnStyles()).toBe(1);
  });
});

/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import 'reflect-metadata';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Container } from 'inversify';
import { I18nextProvider } from 'react-i18next';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import { TradePasswordModal, type TradePasswordPurpose } from '../../../../src/presentation/security/trade-password-modal';
import { TradePasswordStore } from '../../../../src/presentation/security/trade-password.store';
import { FakeClock } from '../../../fakes/fake-clock';
import { FakeTradePasswordApi } from '../../../fakes/trade/fake-trade-password-api';
import { createTestI18n } from '../../../support/test-i18n';

/** The modal over a real store whose fake exchange asks the trade password; returns the store's pending answer. */
async function open(language: string, purpose?: TradePasswordPurpose) {
  const api = new FakeTradePasswordApi();
  api.askOnOrderSetting = true;
  const store = new TradePasswordStore(api, new FakeClock());
  const container = new Container();
  container.bind(TradePasswordStore).toConstantValue(store);
  const i18n = createTestI18n();
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>
        <TradePasswordModal purpose={purpose} />
      </ContainerProvider>
    </I18nextProvider>,
  );
  let answer: Promise<boolean> | undefined;
  act(() => {
    answer = store.beforeOrder();
  });
  await screen.findByTestId('trade-password-input');
  return { store, answer: answer! };
}

const okButton = () => screen.getByTestId('trade-password-ok');

describe('the trade password dialog says what it guards, in the member language', () => {
  it('an order: "Confirm and place"', async () => {
    await open('en');
    expect(okButton().textContent).toBe('Confirm and place');
  });

  it('a copy: "Confirm and copy"', async () => {
    await open('en', 'copy');
    expect(okButton().textContent).toBe('Confirm and copy');
    expect(screen.getByText(/before copying a lead trader/)).toBeTruthy();
  });

  it('a conversion, in Russian', async () => {
    await open('ru', 'convert');
    expect(okButton().textContent).toBe('Подтвердить и конвертировать');
    expect(
      screen.getByText('Ваш аккаунт запрашивает торговый пароль перед конвертацией. После проверки он не запрашивается 30 минут.'),
    ).toBeTruthy();
  });

  it("a wrong password reads in the member's language with the tries left, and nothing goes until it is right", async () => {
    const { answer } = await open('ru', 'copy');
    fireEvent.change(screen.getByTestId('trade-password-input'), { target: { value: 'nope' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(screen.getByTestId('trade-password-problem').textContent).toBe('Неверный пароль. Осталось попыток: 4'));
    fireEvent.change(screen.getByTestId('trade-password-input'), { target: { value: 'Trade1234' } });
    fireEvent.click(okButton());
    await expect(answer).resolves.toBe(true);
  });
});

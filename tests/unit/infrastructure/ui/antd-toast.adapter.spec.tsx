/** @jest-environment jsdom */
import 'reflect-metadata';
import { act, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ArgsProps, MessageInstance } from 'antd/es/message/interface';
import { StrictMode, useEffect, type ReactElement } from 'react';
import { AntdToast } from '../../../../src/infrastructure/ui/antd-toast.adapter';
import { TOAST_POLICY } from '../../../../src/domain/shared/toast-policy';
import { FakeClock } from '../../../fakes/fake-clock';

/** antd's message instance as far as the adapter uses it: what it was asked to open and to destroy. */
function fakeInstance() {
  const opened: ArgsProps[] = [];
  const destroyed: unknown[] = [];
  const instance = {
    open: (args: ArgsProps) => {
      opened.push(args);
      return Object.assign(() => undefined, { then: () => Promise.resolve(true) });
    },
    destroy: (key?: unknown) => void destroyed.push(key),
  } as unknown as MessageInstance;
  return { instance, opened, destroyed };
}

const flushMicrotasks = () => act(async () => undefined);

describe('AntdToast: keyed toasts change in place', () => {
  it('opens a keyed toast once and changes its text on the next toasts of the key', () => {
    const clock = new FakeClock();
    const { instance, opened } = fakeInstance();
    const toast = new AntdToast(clock);
    toast.attach(instance);
    toast.show('success', '5 orders filled', 'order-filled-1');
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ type: 'success', key: 'order-filled-1', duration: 0 });
    render(opened[0].content as ReactElement);
    expect(screen.getByText('5 orders filled')).toBeTruthy();
    act(() => toast.show('success', '8 orders filled', 'order-filled-1'));
    act(() => toast.show('success', '12 orders filled', 'order-filled-1'));
    expect(opened).toHaveLength(1);
    expect(screen.getByText('12 orders filled')).toBeTruthy();
  });

  it('closes a keyed toast once it has not changed for the policy duration', () => {
    const clock = new FakeClock();
    const { instance, opened, destroyed } = fakeInstance();
    const toast = new AntdToast(clock);
    toast.attach(instance);
    toast.show('success', 'Order filled', 'order-filled-1');
    render(opened[0].content as ReactElement);
    clock.advance(TOAST_POLICY.durationMs - 100);
    act(() => toast.show('success', '2 orders filled', 'order-filled-1'));
    clock.advance(TOAST_POLICY.durationMs - 100);
    expect(destroyed).toEqual([]);
    clock.advance(100);
    expect(destroyed).toEqual(['order-filled-1']);
    // the key is free again: its next toast is a new one
    toast.show('success', 'Order filled', 'order-filled-1');
    expect(opened).toHaveLength(2);
  });

  it('opens a keyed toast again when antd removed it (a fourth toast pushed it out)', async () => {
    const clock = new FakeClock();
    const { instance, opened } = fakeInstance();
    const toast = new AntdToast(clock);
    toast.attach(instance);
    toast.show('success', 'Order filled', 'order-filled-1');
    const shown = render(opened[0].content as ReactElement);
    shown.unmount();
    await flushMicrotasks();
    toast.show('success', '2 orders filled', 'order-filled-1');
    expect(opened).toHaveLength(2);
    expect(opened[1]).toMatchObject({ key: 'order-filled-1', duration: 0 });
  });

  it('keeps a keyed toast through the strict mode cleanup and effect run at once', async () => {
    const { instance, opened } = fakeInstance();
    const toast = new AntdToast(new FakeClock());
    toast.attach(instance);
    toast.show('success', 'Order filled', 'order-filled-1');
    render(<StrictMode>{opened[0].content as ReactElement}</StrictMode>);
    await flushMicrotasks();
    act(() => toast.show('success', '2 orders filled', 'order-filled-1'));
    expect(opened).toHaveLength(1);
    expect(screen.getByText('2 orders filled')).toBeTruthy();
  });

  it('leaves a toast without a key to antd, with the policy duration', () => {
    const { instance, opened } = fakeInstance();
    const toast = new AntdToast(new FakeClock());
    toast.show('error', 'Sign-in failed. Please try again.');
    expect(opened).toEqual([]);
    toast.attach(instance);
    expect(opened).toEqual([{ type: 'error', content: 'Sign-in failed. Please try again.', duration: TOAST_POLICY.durationMs / 1000 }]);
  });

  it('shows one antd notice whose text follows the updates', async () => {
    const toast = new AntdToast(new FakeClock());
    function Attach() {
      const { message } = AntApp.useApp();
      useEffect(() => toast.attach(message), [message]);
      return null;
    }
    render(
      <AntApp>
        <Attach />
      </AntApp>,
    );
    act(() => toast.show('success', '5 orders filled', 'order-filled-1'));
    expect(await screen.findByText('5 orders filled')).toBeTruthy();
    act(() => toast.show('success', '8 orders filled', 'order-filled-1'));
    expect(await screen.findByText('8 orders filled')).toBeTruthy();
    expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(1);
    expect(screen.queryByText('5 orders filled')).toBeNull();
  });
});

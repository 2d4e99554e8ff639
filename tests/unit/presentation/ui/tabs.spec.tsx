/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from '../../../../src/presentation/ui/tabs';

/** The light kit's tabs: the WAI-ARIA tabs pattern, and which panels stay mounted. */
function Panel({ name, onMount }: { readonly name: string; readonly onMount: (name: string) => void }) {
  useState(() => onMount(name)); // once per mount
  return <p>{name} panel</p>;
}

function Harness({ onMount }: { readonly onMount: (name: string) => void }) {
  const [tab, setTab] = useState('overview');
  return (
    <Tabs
      aria-label="Wallet"
      activeKey={tab}
      onChange={setTab}
      items={[
        { key: 'overview', label: 'Overview', children: <Panel name="overview" onMount={onMount} /> },
        { key: 'history', label: 'History', children: <Panel name="history" onMount={onMount} />, destroyOnHidden: true },
        { key: 'chain', label: 'Deposits & withdrawals', children: <Panel name="chain" onMount={onMount} /> },
      ]}
    />
  );
}

describe('the light Tabs', () => {
  it('shows the chosen tab as selected, the others out of the tab order, and its panel labelled by it', () => {
    render(<Harness onMount={() => undefined} />);
    const list = screen.getByRole('tablist', { name: 'Wallet' });
    const tabs = screen.getAllByRole('tab');
    expect(list).toContainElement(tabs[0]);
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected'), t.tabIndex])).toEqual([
      ['Overview', 'true', 0],
      ['History', 'false', -1],
      ['Deposits & withdrawals', 'false', -1],
    ]);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('overview panel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0].id);
    expect(tabs[0].getAttribute('aria-controls')).toBe(panel.id);
  });

  it('moves with the arrow keys, Home and End, wrapping at both ends, and focuses the chosen tab', () => {
    render(<Harness onMount={() => undefined} />);
    const tabs = () => screen.getAllByRole('tab');
    const selected = () => tabs().find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;
    fireEvent.keyDown(tabs()[0], { key: 'ArrowRight' });
    expect(selected()).toBe('History');
    expect(document.activeElement).toBe(tabs()[1]);
    fireEvent.keyDown(tabs()[1], { key: 'End' });
    expect(selected()).toBe('Deposits & withdrawals');
    fireEvent.keyDown(tabs()[2], { key: 'ArrowRight' });
    expect(selected()).toBe('Overview');
    fireEvent.keyDown(tabs()[0], { key: 'ArrowLeft' });
    expect(selected()).toBe('Deposits & withdrawals');
    fireEvent.keyDown(tabs()[2], { key: 'Home' });
    expect(selected()).toBe('Overview');
    fireEvent.keyDown(tabs()[0], { key: 'a' });
    expect(selected()).toBe('Overview');
  });

  it('keeps a shown panel mounted and hidden, unless it is destroyed on hiding', () => {
    const mounts: string[] = [];
    const { container } = render(<Harness onMount={(name) => mounts.push(name)} />);
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Deposits & withdrawals' }));
    // overview kept (hidden), history gone, chain shown
    const panels = [...container.querySelectorAll('[role="tabpanel"]')].map((p) => [p.textContent, (p as HTMLElement).hidden]);
    expect(panels).toEqual([
      ['overview panel', true],
      ['chain panel', false],
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    // overview was never mounted again; history is mounted afresh each time it is shown
    expect(mounts).toEqual(['overview', 'history', 'chain', 'history']);
  });
});

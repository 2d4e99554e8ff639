/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { onNavigationIntent, useNavigate } from '../../../../src/presentation/shared/navigation';

function Go({ to }: { to: string }) {
  const navigate = useNavigate();
  return <button onClick={() => navigate(to)}>go</button>;
}

describe('navigation intents', () => {
  it('tells the listener where every navigate() goes as it starts, and no one once it stopped', () => {
    const intents: string[] = [];
    const stop = onNavigationIntent((to) => intents.push(to));
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<Go to="/markets" />} />
          <Route path="/markets" element={<Go to="/trade/PERP_BTC_USDT" />} />
          <Route path="/trade/:symbol" element={<p>trade</p>} />
        </Routes>
      </MemoryRouter>,
    );
    act(() => screen.getByRole('button').click());
    expect(intents).toEqual(['/markets']);
    stop();
    act(() => screen.getByRole('button').click());
    expect(screen.getByText('trade')).toBeTruthy();
    expect(intents).toEqual(['/markets']);
  });
});

/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Link, useNavigate } from '../../../../src/presentation/shared/navigation';
import { useOpenUntilNavigation } from '../../../../src/presentation/shared/use-open-until-navigation';

/** A menu on every page: a button opens it; an entry (a link) goes elsewhere; the page may put its address right. */
function Menu() {
  const [open, setOpen] = useOpenUntilNavigation();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" data-testid="toggle" onClick={() => setOpen(!open)}>
        menu
      </button>
      <button type="button" data-testid="canonical" onClick={() => navigate('/trade/SPOT_BTC_USDT', { replace: true })}>
        canonical address
      </button>
      {open && (
        <div data-testid="menu">
          <Link to="/wallet" data-testid="entry">
            wallet
          </Link>
        </div>
      )}
    </>
  );
}

function setup() {
  render(
    <MemoryRouter initialEntries={['/trade']}>
      <Routes>
        <Route path="*" element={<Menu />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a menu open until the page changes (useOpenUntilNavigation)', () => {
  it('stays open when the page puts its own address right (a replace: /trade → /trade/SPOT_BTC_USDT)', async () => {
    setup();
    fireEvent.click(screen.getByTestId('toggle'));
    expect(screen.getByTestId('menu')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('canonical')));
    expect(screen.getByTestId('menu')).toBeTruthy();
    // and it still closes by its own button afterwards
    fireEvent.click(screen.getByTestId('toggle'));
    expect(screen.queryByTestId('menu')).toBeNull();
  });

  it('closes when an entry goes to another page', async () => {
    setup();
    fireEvent.click(screen.getByTestId('toggle'));
    await act(async () => fireEvent.click(screen.getByTestId('entry')));
    expect(screen.queryByTestId('menu')).toBeNull();
  });
});

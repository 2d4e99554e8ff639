/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation as useRouterLocation } from 'react-router-dom';
import { Link, useLeaveGuard, useNavigate } from '../../../../src/presentation/shared/navigation';

function Where() {
  return <output data-testid="where">{useRouterLocation().pathname}</output>;
}

function Form({ confirm }: { confirm: () => Promise<boolean> }) {
  const [dirty, setDirty] = useState(false);
  const navigate = useNavigate();
  useLeaveGuard(dirty, confirm);
  return (
    <>
      <input data-testid="field" onChange={() => setDirty(true)} />
      <Link to="/elsewhere" data-testid="link">
        elsewhere
      </Link>
      <button type="button" data-testid="go" onClick={() => navigate('/other')}>
        go
      </button>
    </>
  );
}

function setup(answer: boolean) {
  const asked: string[] = [];
  const confirm = () => {
    asked.push('asked');
    return Promise.resolve(answer);
  };
  render(
    <MemoryRouter initialEntries={['/form']}>
      <Where />
      <Routes>
        <Route path="/form" element={<Form confirm={confirm} />} />
        <Route path="*" element={<p>left</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return asked;
}

describe('leave guards (navigation.tsx)', () => {
  it('lets a clean form go without asking', async () => {
    const asked = setup(false);
    await act(async () => fireEvent.click(screen.getByTestId('link')));
    expect(screen.getByTestId('where')).toHaveTextContent('/elsewhere');
    expect(asked).toEqual([]);
  });

  it('keeps a form with unsaved input when the user chooses to stay, by link and by navigate()', async () => {
    const asked = setup(false);
    fireEvent.change(screen.getByTestId('field'), { target: { value: 'typed' } });
    await act(async () => fireEvent.click(screen.getByTestId('link')));
    await act(async () => fireEvent.click(screen.getByTestId('go')));
    expect(asked).toEqual(['asked', 'asked']);
    expect(screen.getByTestId('where')).toHaveTextContent('/form');
    expect(screen.getByTestId('field')).toHaveValue('typed');
  });

  it('leaves when the user confirms', async () => {
    const asked = setup(true);
    fireEvent.change(screen.getByTestId('field'), { target: { value: 'typed' } });
    await act(async () => fireEvent.click(screen.getByTestId('link')));
    expect(asked).toEqual(['asked']);
    expect(screen.getByTestId('where')).toHaveTextContent('/elsewhere');
  });

  it('asks the browser to confirm closing or reloading the tab while the form is dirty', () => {
    setup(false);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    fireEvent.change(screen.getByTestId('field'), { target: { value: 'typed' } });
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});

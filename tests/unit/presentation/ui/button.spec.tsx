/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from '../../../../src/presentation/ui/button';

describe('the light kit button', () => {
  it('is a plain button that does not submit a form, with the size and danger classes', () => {
    const onClick = jest.fn();
    render(
      <Button size="small" danger data-testid="cancel" onClick={onClick}>
        Cancel
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Cancel' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('ex-btn', 'ex-btn--sm', 'ex-btn--danger');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('has no danger class unless asked', () => {
    render(<Button variant="primary">Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveClass('ex-btn', 'ex-btn--primary');
    expect(button).not.toHaveClass('ex-btn--danger');
  });
});

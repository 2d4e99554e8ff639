/** @jest-environment jsdom */
import { onFirstInput, watchLinkIntents } from '../../../../src/presentation/shared/link-intent';

/** A pointer event as the browser sends one (jsdom has no PointerEvent): its kind, and where the pointer goes. */
function pointer(type: string, target: Element, pointerType: string, relatedTarget: Element | null = null, button = 0): void {
  const event = new MouseEvent(type, { bubbles: true, relatedTarget, button });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  target.dispatchEvent(event);
}

describe('link intents: where the user is going', () => {
  let intents: string[];
  let stop: () => void;
  beforeEach(() => {
    document.body.innerHTML = `
      <nav>
        <a id="markets" href="/markets"><span id="label">Markets</span></a>
        <a id="blog" href="/blog">Blog</a>
        <a id="elsewhere" href="/api-docs" target="_blank">API</a>
        <a id="file" href="/statement.csv" download>Statement</a>
        <button id="plain">Not a link</button>
      </nav>`;
    intents = [];
    stop = watchLinkIntents(document, (href) => intents.push(new URL(href).pathname));
  });
  afterEach(() => stop());
  const el = (id: string) => document.getElementById(id)!;
  const press = (id: string, pointerType: string, button = 0) => pointer('pointerdown', el(id), pointerType, null, button);
  const enter = (id: string, key = 'Enter') => el(id).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

  it('counts a link pressed, by a mouse, a finger or a pen, from any element inside it, or Enter on it', () => {
    press('label', 'mouse');
    press('blog', 'touch');
    press('markets', 'pen');
    enter('blog');
    expect(intents).toEqual(['/markets', '/blog', '/markets', '/blog']);
  });

  it('does not count the pointer resting on a link or passing over it, another button, the focus or another key', () => {
    pointer('pointerover', el('markets'), 'mouse');
    pointer('pointermove', el('markets'), 'mouse');
    press('markets', 'mouse', 2);
    el('markets').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    enter('markets', 'Tab');
    expect(intents).toEqual([]);
  });

  it('ignores what is not a link followed here: another tab, a download, a button', () => {
    for (const id of ['elsewhere', 'file', 'plain']) {
      press(id, 'touch');
      enter(id);
    }
    expect(intents).toEqual([]);
  });

  it('tells no one once stopped', () => {
    stop();
    press('blog', 'mouse');
    enter('markets');
    expect(intents).toEqual([]);
  });
});

describe('the first input', () => {
  it.each(['pointermove', 'pointerdown', 'keydown', 'touchstart', 'focusin'])('runs once, at the first %s, and not again', (type) => {
    const run = jest.fn();
    onFirstInput(document, run);
    expect(run).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once stopped', () => {
    const run = jest.fn();
    onFirstInput(document, run)();
    document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
    expect(run).not.toHaveBeenCalled();
  });
});

import { inTurn } from '../../../../src/presentation/shared/in-turn';

describe('inTurn', () => {
  afterEach(() => jest.useRealTimers());

  it('runs the first step at once and each next one in a task of its own', () => {
    jest.useFakeTimers();
    const ran: string[] = [];
    inTurn([() => ran.push('a'), () => ran.push('b'), () => ran.push('c')]);
    expect(ran).toEqual(['a']);
    jest.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'b']);
    jest.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('can leave the first step to the next task too', () => {
    jest.useFakeTimers();
    const ran: string[] = [];
    inTurn([() => ran.push('a'), () => ran.push('b')], { firstNow: false });
    expect(ran).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(ran).toEqual(['a']);
    jest.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'b']);
  });

  it('runs nothing more once cancelled', () => {
    jest.useFakeTimers();
    const ran: string[] = [];
    const cancel = inTurn([() => ran.push('a'), () => ran.push('b')]);
    cancel();
    jest.runAllTimers();
    expect(ran).toEqual(['a']);
  });
});

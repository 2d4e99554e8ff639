import { afterBuildPlugin } from '../../../build-tools/after-build-plugin';

type Hook = () => void;

function hooks(run: (outDir: string) => void) {
  const plugin = afterBuildPlugin('test', run);
  const call = (name: 'renderStart' | 'writeBundle' | 'closeBundle') => (plugin[name] as Hook).call({});
  (plugin.configResolved as (config: unknown) => void)({ build: { outDir: 'out' } });
  return call;
}

describe('a plugin that works on the written build', () => {
  it('runs on the output folder once the bundle is written and closed', () => {
    const run = jest.fn();
    const call = hooks(run);
    call('renderStart');
    call('writeBundle');
    expect(run).not.toHaveBeenCalled();
    call('closeBundle');
    expect(run).toHaveBeenCalledWith('out');
  });

  it('does not run when the build failed before writing, so the failure keeps its own message', () => {
    const run = jest.fn();
    const call = hooks(run);
    call('renderStart');
    call('closeBundle');
    expect(run).not.toHaveBeenCalled();
  });

  it('forgets a write of an earlier build (watch mode) when a new one starts', () => {
    const run = jest.fn();
    const call = hooks(run);
    call('renderStart');
    call('writeBundle');
    call('closeBundle');
    call('renderStart');
    call('closeBundle');
    expect(run).toHaveBeenCalledTimes(1);
  });
});

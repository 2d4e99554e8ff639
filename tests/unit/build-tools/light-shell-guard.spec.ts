import { lightShellGuard } from '../../../build-tools/light-shell-guard';
import { guardMessage } from '../../support/generate-bundle';

type Bundle = Record<string, { type: 'chunk'; name: string; moduleIds: string[] }>;

function check(bundle: Bundle): string | undefined {
  return guardMessage(lightShellGuard('shell'), bundle);
}

describe('the light shell guard', () => {
  it('passes a shell of React, i18next and the light kit', () => {
    const bundle: Bundle = {
      'assets/shell.js': {
        type: 'chunk',
        name: 'shell',
        moduleIds: [
          '/w/node_modules/react-dom/index.js',
          '/w/node_modules/i18next/dist/esm/i18next.js',
          '/w/src/presentation/ui/button.tsx',
        ],
      },
    };
    expect(check(bundle)).toBeUndefined();
  });

  it("fails the build when antd or decimal.js reaches the shell, naming them and the shell's own modules", () => {
    const bundle: Bundle = {
      'assets/shell.js': {
        type: 'chunk',
        name: 'shell',
        moduleIds: [
          '/w/node_modules/antd/es/input/Input.js',
          '/w/node_modules/decimal.js/decimal.mjs',
          '/w/src/presentation/ui/amount-field.tsx',
        ],
      },
    };
    expect(check(bundle)).toBe(
      'light-shell-guard: the shell chunk holds antd, decimal.js; a light module imports them statically. Its own modules: src/presentation/ui/amount-field.tsx',
    );
  });

  it('leaves other chunks alone (the antd pages load antd in their own chunks)', () => {
    const bundle: Bundle = {
      'assets/withdraw-page.js': { type: 'chunk', name: 'withdraw-page', moduleIds: ['/w/node_modules/antd/es/input/Input.js'] },
    };
    expect(check(bundle)).toBeUndefined();
  });
});

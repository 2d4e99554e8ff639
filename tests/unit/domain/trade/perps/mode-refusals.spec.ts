import { englishRefusal } from '../../../../../simulator/http/refusal-english';
import { refusal, type Refusal } from '../../../../../src/domain/shared/refusal';
import { modeRefusal } from '../../../../../src/domain/trade/perps/mode-refusals';
import { translateRefusal } from '../../../../../src/presentation/shared/translate-refusal';
import { createTestI18n } from '../../../../support/test-i18n';

/** The exchange's refusal as the simulator words it: the field, then the code's English. */
const wire = (field: string, r: Refusal) => `${field}: ${englishRefusal(r)}`;

describe('the mode and position-side refusals, read back as codes', () => {
  const locked = refusal('position.modeLocked');
  const marginLocked = refusal('margin.modeLocked', { symbol: 'PERP_ETH_USDT' });

  it('reads every one the simulator writes back to its code and parameters', () => {
    expect(modeRefusal(wire('positionMode', locked))).toEqual(locked);
    expect(modeRefusal(wire('marginMode', marginLocked))).toEqual(marginLocked);
    expect(modeRefusal(wire('positionSide', refusal('position.sideOneWay')))).toEqual(refusal('position.sideOneWay'));
    expect(modeRefusal(wire('positionSide', refusal('position.sideHedge')))).toEqual(refusal('position.sideHedge'));
  });

  it('reads the older wordings the same, and nothing else', () => {
    expect(
      modeRefusal('positionMode: close every perpetual position and cancel every perpetual order before switching to HEDGE_MODE'),
    ).toEqual(locked);
    expect(modeRefusal('marginMode: PERP_ETH_USDT has a position or open orders; close them before switching to ISOLATED')).toEqual(
      marginLocked,
    );
    expect(modeRefusal('positionSide: LONG or SHORT is required in hedge mode')).toEqual(refusal('position.sideHedge'));
    expect(modeRefusal('leverage: Leverage must be a whole number from 1 to 50')).toBeUndefined();
  });

  it('says them in the member’s language, never the English sentence', () => {
    const i18n = createTestI18n();
    const read = (language: string, r: Refusal) => translateRefusal(i18n.getFixedT(language), language, r);
    expect(read('ru', marginLocked)).toBe('По PERP_ETH_USDT есть позиция или открытые ордера; закройте их, прежде чем менять режим маржи');
    expect(read('zh-Hans', locked)).toBe('切换持仓模式前，请先平掉所有永续仓位，并撤销所有永续订单、止盈止损单和条件单');
    expect(read('es', refusal('position.sideHedge'))).toContain('LONG o SHORT');
  });
});

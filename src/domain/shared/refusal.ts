import Decimal from 'decimal.js';

/**
 * Why the app (or the exchange simulator) says no, as a code with parameters, never a sentence: the view translates
 * it (`common:refusals.<code>`, every locale) and writes its numbers with the app's formatter; the simulator writes
 * the English text on the wire from the same catalogue. A parameter is plain text (a token, a network's name, a
 * label), a decimal number, or a moment.
 */
export interface RefusalNumber {
  readonly decimal: string;
  /** Written with exactly this many decimals (rounded toward zero); else exactly as it is. */
  readonly places?: number;
}
export interface RefusalMoment {
  readonly time: number;
}
export type RefusalParam = string | RefusalNumber | RefusalMoment;

/** Every refusal the domain can produce, with the names of its parameters (the translations must use them all). */
export const REFUSAL_PARAMS = {
  'withdraw.suspended': ['token', 'network', 'reason'],
  'withdraw.suspendedNoReason': ['token', 'network'],
  'withdraw.amountNotPositive': [],
  'withdraw.tooManyDecimals': ['token', 'decimals'],
  'withdraw.belowMinimum': ['token', 'network', 'minimum'],
  'withdraw.insufficient': ['token', 'amount', 'fee', 'total', 'available'],
  'withdraw.addressRequired': ['network'],
  'withdraw.addressChecksum': ['network'],
  'withdraw.addressInvalidBTC': ['network'],
  'withdraw.addressInvalidERC20': ['network'],
  'withdraw.addressInvalidTRC20': ['network'],
  'withdraw.addressInvalidSOL': ['network'],
  'withdraw.addressInvalidXRP': ['network'],
  'withdraw.memoRequired': ['network'],
  'withdraw.memoInvalid': ['network', 'max'],
  'withdraw.notWhitelisted': [],
  'withdraw.whitelistLocked': ['label', 'until'],
  'withdraw.networkRequired': [],
  'withdraw.labelRequired': [],
  'withdraw.labelTooLong': ['max'],
  'withdraw.labelTaken': ['label'],
  'order.callbackRateRange': ['min', 'max'],
  'order.triggerNotPositive': [],
  'order.triggerTick': ['tick'],
  'order.priceNotPositive': [],
  'order.amountNotPositive': [],
  'order.quantityNotPositive': [],
  'order.priceTick': ['tick'],
  'order.priceRange': ['min', 'max'],
  'order.quantityStep': ['step'],
  'order.quantityBelowMin': ['min'],
  'order.quantityAboveMax': ['max'],
  'order.notionalBelowMin': ['min'],
  'order.priceTooHigh': ['percent'],
  'order.priceTooLow': ['percent'],
  'order.insufficient': ['asset', 'required', 'available'],
  'order.insufficientMaxMargin': ['asset', 'required', 'available', 'maxMargin'],
  'order.quantityNotAboveFilled': ['filled'],
  'order.noAnswer': [],
  'position.noRules': [],
  'position.flat': [],
  'position.flatReverse': [],
  'position.shareRange': [],
  'position.shareBelowMin': ['percent', 'quantity', 'min'],
  'position.aboveSize': ['size'],
  'position.quantityBelowMin': ['quantity', 'min'],
  'position.cardMessageTooLong': ['max', 'length'],
  'position.modeLocked': [],
  'position.sideOneWay': [],
  'position.sideHedge': [],
  'transfer.sameAccount': [],
  'transfer.notPositive': [],
  'transfer.notANumber': [],
  'transfer.decimals': ['token', 'decimals'],
  'transfer.insufficient': ['token', 'available'],
  'admin.notDecimal': [],
  'admin.notPositive': [],
  'admin.tooManyDecimals': ['decimals'],
  'admin.rateOutOfRange': ['max'],
  'admin.capAboveMax': ['max'],
  'admin.priceTick': ['tick'],
  'admin.forbidden': [],
  'admin.notPerpetual': ['symbol'],
  'tpsl.tpNotPositive': [],
  'tpsl.slNotPositive': [],
  'tpsl.tpNeedsOrder': [],
  'tpsl.slNeedsOrder': [],
  'tpsl.tpAbove': ['entry'],
  'tpsl.tpBelow': ['entry'],
  'tpsl.slAbove': ['entry'],
  'tpsl.slBelow': ['entry'],
  'leverage.range': ['max'],
  'leverage.tier': ['notional', 'max'],
  'leverage.isolatedShort': ['shortfall', 'required'],
  'leverage.collateralShort': ['shortfall'],
  'card.number': [],
  'card.expiryFormat': [],
  'card.expired': [],
  'card.cvc': [],
  'card.holder': [],
  'margin.adjustNotPositive': [],
  'margin.aboveRemovable': ['max'],
  'margin.modeLocked': ['symbol'],
  'copy.amountRange': ['min', 'max'],
  'copy.ratioRange': ['min', 'max'],
  'copy.leverageRange': ['max'],
  'copy.slippageRange': ['min', 'max'],
  'copy.maxOrderNotPositive': [],
  'copy.takeProfitNotPositive': [],
  'copy.stopLossNotPositive': [],
  'copy.portfolioStopLossRange': ['min', 'max'],
  'earn.calcAmount': [],
  'earn.calcDays': ['max'],
  'earn.calcApr': ['max'],
  'scaled.count': ['min', 'max'],
  'scaled.totalNotPositive': [],
  'scaled.totalStep': ['step'],
  'scaled.pricesNotPositive': [],
  'scaled.pricesTooClose': ['count', 'tick'],
  'scaled.childBelowMin': ['n', 'size', 'min'],
  'scaled.childBelowNotional': ['n', 'value', 'min'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type RefusalCode = keyof typeof REFUSAL_PARAMS;
export type RefusalParams<C extends RefusalCode> = { readonly [K in (typeof REFUSAL_PARAMS)[C][number]]: RefusalParam };

export interface Refusal {
  readonly code: RefusalCode;
  readonly params: Readonly<Record<string, RefusalParam>>;
}

export const REFUSAL_CODES: readonly RefusalCode[] = Object.keys(REFUSAL_PARAMS) as RefusalCode[];

/** A refusal with exactly the parameters its code names. */
export function refusal<C extends RefusalCode>(
  code: C,
  ...params: (typeof REFUSAL_PARAMS)[C] extends readonly [] ? [] : [RefusalParams<C>]
): Refusal {
  return { code, params: (params[0] ?? {}) as Readonly<Record<string, RefusalParam>> };
}

/** A number parameter (exact: the view formats it, the wire writes its plain digits). */
export const num = (value: Decimal.Value, places?: number): RefusalNumber =>
  places === undefined ? { decimal: new Decimal(value).toFixed() } : { decimal: new Decimal(value).toFixed(), places };

/** A moment parameter (ms). */
export const moment = (time: number): RefusalMoment => ({ time });

/** The translation key of a code, in the `common` namespace. */
export const refusalKey = (code: RefusalCode): string => `refusals.${code}`;

/** Parameters as plain text for the wire and logs: numbers as their exact digits, moments as ISO 8601. */
export function plainParams(params: Refusal['params']): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, plainParam(value)]));
}

function plainParam(value: RefusalParam): string {
  if (typeof value === 'string') return value;
  if (!('decimal' in value)) return new Date(value.time).toISOString();
  return value.places === undefined
    ? value.decimal
    : new Decimal(value.decimal).toDecimalPlaces(value.places, Decimal.ROUND_DOWN).toFixed(value.places);
}

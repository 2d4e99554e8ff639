import { defineParameterType } from '@cucumber/cucumber';

/** An exchange error code as the exchange sends it, e.g. -1002. */
defineParameterType({ name: 'exchangeCode', regexp: /-\d{4}/, transformer: (s: string) => Number(s) });

/** A quoted decimal string, kept as text so no float creeps in. */
defineParameterType({ name: 'decimal', regexp: /"(-?\d+(?:\.\d+)?)"/, transformer: (s: string) => s });

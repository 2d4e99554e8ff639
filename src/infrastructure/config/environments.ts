/** The environment table (src/domain/config/environment-table.ts, shared with the simulator's security policy). */
export { ENVIRONMENT_TABLE, EXTERNAL_LINKS } from '../../domain/config/environment-table';

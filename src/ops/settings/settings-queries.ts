import { queryOptions } from '@tanstack/react-query';
import { configResponse } from '../../../domain/api/operator';
import { opsKeys, read } from '../shared/ops-queries';

/** Under `ops`, so never persisted and read again after every console action (decision 080). */
export const settingsKeys = { config: () => [...opsKeys.all, 'config'] as const };

export const configQuery = () =>
  queryOptions({ queryKey: settingsKeys.config(), queryFn: read('/operator/config', configResponse) });

import { useQuery } from '@tanstack/react-query';
import { hotApi, hotKeys } from '../api';

/** The community settings (number of positions, weights, refresh wait) the hot screens read. */
export const useHotConfig = () => useQuery({ queryKey: hotKeys.config, queryFn: hotApi.config });

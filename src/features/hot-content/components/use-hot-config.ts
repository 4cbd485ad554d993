import { useMutation, useQuery } from '@tanstack/react-query';
import { hotApi, hotKeys } from '../api';

/** The community settings (number of positions, weights, refresh wait) the hot screens read. */
export const useHotConfig = () => useQuery({ queryKey: hotKeys.config, queryFn: hotApi.config });

/** The ranking score test: a post's numbers in, its score and where today's candidates would put it out. */
export const useScoreTest = () => useMutation({ mutationFn: hotApi.scoreTest });

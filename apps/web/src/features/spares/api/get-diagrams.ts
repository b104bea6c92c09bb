import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { DiagramPartsResponse, DiagramsResponse } from '@sparesfinder/contracts/spares';
import { apiRequest } from '../../../lib/api-client';
import { sparesKeys } from './spares-keys';

/** GET /SparesFinder/GetDiagrams?applianceId: the diagram categories of an appliance. */
export const getDiagrams = (applianceId: number, signal?: AbortSignal) =>
  apiRequest(apiRoutes.spares.diagrams, { query: { applianceId }, schema: DiagramsResponse, signal });

/** GET /SparesFinder/GetDiagramParts?diagramId: the parts of one diagram with their placement refs. */
export const getDiagramParts = (diagramId: number, signal?: AbortSignal) =>
  apiRequest(apiRoutes.spares.diagramParts, { query: { diagramId }, schema: DiagramPartsResponse, signal });

export const useDiagrams = (applianceId: number) =>
  useQuery({ queryKey: sparesKeys.diagrams(applianceId), queryFn: ({ signal }) => getDiagrams(applianceId, signal), staleTime: 30 * 60_000 });

export const useDiagramParts = (diagramId: number | null) =>
  useQuery({
    queryKey: sparesKeys.diagramParts(diagramId ?? 0),
    queryFn: ({ signal }) => getDiagramParts(diagramId!, signal),
    enabled: diagramId !== null,
    staleTime: 60_000,
  });

/** The appliance document opens in a new tab (spec 3 §7); the server answers a PDF. */
export const manualUrl = (applianceId: number) => `${apiRoutes.spares.manual}?applianceId=${applianceId}`;

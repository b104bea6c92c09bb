import type {
  AppliancesResponse,
  DiagramPartsResponse,
  DiagramsResponse,
  ManufacturersResponse,
  PartsPage,
  PartTypesResponse,
  SearchByGcResponse,
} from '@sparesfinder/contracts/spares';
import type { SortDirection } from '@sparesfinder/contracts/catalogue';
import { notFound } from '@sparesfinder/contracts/errors';
import { normalisePartNumber } from '@sparesfinder/domain/catalogue/search-term';
import type { Actor } from '../../lib/actor';
import { toAppliance, toDiagram, toPartCards } from './part-card';
import type { PartPage } from './part-page';
import type { PartSearchRepository } from './part-search.repository';
import type { SparesLookupRepository } from './spares-lookup.repository';

export interface PageInput {
  skip: number;
  take: number;
  sortDirection?: SortDirection;
}

const pageOf = (input: PageInput): PartPage => ({ skip: input.skip, take: input.take, descending: input.sortDirection === 'DESC' });

/**
 * The spares finder (spec 3 §2.2, §4.10, §5): reference lists for the three dropdowns, the three searches, the
 * diagrams and their parts. An unknown maker, appliance, part type or diagram is a 404 (never an empty 200, so a
 * stale deep link says so). Cards are priced and counted for the viewer (part-card.ts).
 */
export function createSparesService(deps: { lookupRepository: SparesLookupRepository; partSearchRepository: PartSearchRepository }) {
  const { lookupRepository: lookups, partSearchRepository: parts } = deps;

  const requireAppliance = async (applianceId: number) => {
    const appliance = await lookups.findAppliance(applianceId);
    if (!appliance) throw notFound('Appliance');
    return appliance;
  };

  const pageOfParts = (rows: Awaited<ReturnType<PartSearchRepository['findApplianceParts']>>, gcNumber?: string): PartsPage => ({
    collection: toPartCards(rows, gcNumber),
    count: rows[0]?.total ?? 0,
  });

  return {
    async listManufacturers(): Promise<ManufacturersResponse> {
      return { collection: await lookups.listManufacturers() };
    },

    async listAppliances(manufacturerId: number): Promise<AppliancesResponse> {
      if (!(await lookups.manufacturerExists(manufacturerId))) throw notFound('Manufacturer');
      return { collection: (await lookups.listAppliancesOf(manufacturerId)).map(toAppliance) };
    },

    async listPartTypes(applianceId: number): Promise<PartTypesResponse> {
      await requireAppliance(applianceId);
      return { collection: await lookups.listPartTypesOf(applianceId) };
    },

    /** Select Appliance mode: the appliance must be the manufacturer's, the part type must exist. */
    async searchParts(actor: Actor, query: PageInput & { manufacturerId: number; applianceId: number; partTypeId: number }): Promise<PartsPage> {
      const appliance = await requireAppliance(query.applianceId);
      if (appliance.manufacturerId !== query.manufacturerId) throw notFound('Appliance');
      if (!(await lookups.partTypeExists(query.partTypeId))) throw notFound('Part type');
      return pageOfParts(await parts.findApplianceParts(actor, query.applianceId, query.partTypeId, pageOf(query)));
    },

    /**
     * GC mode: one appliance with the number → its parts; several and none chosen → the appliances only, for the
     * dialog; an applianceId that does not carry the number → 404.
     */
    async searchByGc(actor: Actor, query: PageInput & { gcNumber: string; applianceId?: number }): Promise<SearchByGcResponse> {
      const appliances = (await lookups.listAppliancesWithGc(query.gcNumber)).map(toAppliance);
      const chosen = query.applianceId === undefined ? (appliances.length === 1 ? appliances[0] : undefined) : appliances.find((a) => a.id === query.applianceId);
      if (query.applianceId !== undefined && !chosen) throw notFound('Appliance');
      if (!chosen) return { appliances, appliance: null, collection: [], count: 0 };
      return { appliances, appliance: chosen, ...pageOfParts(await parts.findApplianceParts(actor, chosen.id, undefined, pageOf(query)), query.gcNumber) };
    },

    /** Keyword mode: manufacturerId absent = 'All Manufacturers'; an unknown maker is a 404. */
    async searchByKeyword(actor: Actor, query: PageInput & { q: string; manufacturerId?: number }): Promise<PartsPage> {
      const term = { text: query.q, partNumber: normalisePartNumber(query.q) };
      // The maker is checked beside the search, not before it: one round trip less on every call with a maker.
      const [makerKnown, rows] = await Promise.all([
        query.manufacturerId === undefined || lookups.manufacturerExists(query.manufacturerId),
        parts.findKeywordParts(actor, term, query.manufacturerId, pageOf(query)),
      ]);
      if (!makerKnown) throw notFound('Manufacturer');
      return pageOfParts(rows);
    },

    async listDiagrams(applianceId: number): Promise<DiagramsResponse> {
      const appliance = await requireAppliance(applianceId);
      return { appliance: toAppliance(appliance), collection: (await lookups.listDiagramsOf(applianceId)).map(toDiagram) };
    },

    async listDiagramParts(actor: Actor, diagramId: number): Promise<DiagramPartsResponse> {
      const diagram = await lookups.findDiagram(diagramId);
      if (!diagram) throw notFound('Diagram');
      return { diagram: toDiagram(diagram), collection: toPartCards(await parts.findDiagramParts(actor, diagram.applianceId, diagram.id)) };
    },
  };
}
export type SparesService = ReturnType<typeof createSparesService>;

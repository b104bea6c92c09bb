import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface ApplianceRow {
  id: number;
  name: string;
  gcNumber: string;
  manufacturerId: number;
  manufacturer: string;
  hasManual: boolean;
}

export interface DiagramRow {
  id: number;
  applianceId: number;
  name: string;
  imageUrl: string;
  /** Its number within the appliance (1..n, in id order). */
  position: number;
  manufacturer: string;
  applianceName: string;
}

const applianceColumns = sql`a.id, a.name, a.gc_number AS "gcNumber", a.manufacturer_id AS "manufacturerId", m.name AS manufacturer, a.has_manual AS "hasManual"`;

/**
 * The spares finder's reference data: makers, their appliances, part types and diagrams. The catalogue is shared
 * by every organisation (tenancy-ids.ts "catalogue"), so nothing here is organisation-scoped. Every finder walks an
 * index: appliances_manufacturer_idx, appliances_gc_idx, appliance_parts' primary key, diagrams_appliance_idx.
 */
export function createSparesLookupRepository(db: Executor) {
  return {
    /** Makers with at least one appliance, A-Z. */
    listManufacturers: () =>
      rowsOf<{ id: number; name: string }>(
        db,
        sql`SELECT m.id, m.name FROM manufacturers m WHERE EXISTS (SELECT 1 FROM appliances a WHERE a.manufacturer_id = m.id) ORDER BY m.name, m.id`,
      ),

    async manufacturerExists(manufacturerId: number): Promise<boolean> {
      return (await rowsOf(db, sql`SELECT 1 FROM manufacturers WHERE id = ${manufacturerId}`)).length > 0;
    },

    listAppliancesOf: (manufacturerId: number) =>
      rowsOf<ApplianceRow>(
        db,
        sql`SELECT ${applianceColumns} FROM appliances a JOIN manufacturers m ON m.id = a.manufacturer_id WHERE a.manufacturer_id = ${manufacturerId} ORDER BY a.name, a.id`,
      ),

    async findAppliance(applianceId: number): Promise<ApplianceRow | undefined> {
      const [row] = await rowsOf<ApplianceRow>(db, sql`SELECT ${applianceColumns} FROM appliances a JOIN manufacturers m ON m.id = a.manufacturer_id WHERE a.id = ${applianceId}`);
      return row;
    },

    /** GC numbers are stored digits only (spec 3 §5); 4799902 names two appliances. */
    listAppliancesWithGc: (gcNumber: string) =>
      rowsOf<ApplianceRow>(
        db,
        sql`SELECT ${applianceColumns} FROM appliances a JOIN manufacturers m ON m.id = a.manufacturer_id WHERE a.gc_number = ${gcNumber} ORDER BY a.name, a.id`,
      ),

    /** The part types of the parts that fit the appliance, A-Z. */
    listPartTypesOf: (applianceId: number) =>
      rowsOf<{ id: number; name: string }>(
        db,
        sql`SELECT DISTINCT pt.id, pt.name FROM appliance_parts ap JOIN products p ON p.id = ap.product_id JOIN part_types pt ON pt.id = p.part_type_id
            WHERE ap.appliance_id = ${applianceId} ORDER BY pt.name, pt.id`,
      ),

    async partTypeExists(partTypeId: number): Promise<boolean> {
      return (await rowsOf(db, sql`SELECT 1 FROM part_types WHERE id = ${partTypeId}`)).length > 0;
    },

    listDiagramsOf: (applianceId: number) =>
      rowsOf<DiagramRow>(
        db,
        sql`SELECT d.id, d.appliance_id AS "applianceId", d.name, d.image_url AS "imageUrl", (row_number() OVER (ORDER BY d.id))::int AS position,
              m.name AS manufacturer, a.name AS "applianceName"
            FROM diagrams d JOIN appliances a ON a.id = d.appliance_id JOIN manufacturers m ON m.id = a.manufacturer_id
            WHERE d.appliance_id = ${applianceId} ORDER BY d.id`,
      ),

    async findDiagram(diagramId: number): Promise<DiagramRow | undefined> {
      const [row] = await rowsOf<DiagramRow>(
        db,
        sql`SELECT d.id, d.appliance_id AS "applianceId", d.name, d.image_url AS "imageUrl",
              (SELECT count(*) FROM diagrams o WHERE o.appliance_id = d.appliance_id AND o.id <= d.id)::int AS position,
              m.name AS manufacturer, a.name AS "applianceName"
            FROM diagrams d JOIN appliances a ON a.id = d.appliance_id JOIN manufacturers m ON m.id = a.manufacturer_id
            WHERE d.id = ${diagramId}`,
      );
      return row;
    },
  };
}
export type SparesLookupRepository = ReturnType<typeof createSparesLookupRepository>;

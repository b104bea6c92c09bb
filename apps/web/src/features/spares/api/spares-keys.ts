/** The spares feature's query keys: the catalogue is the same for everyone, so lists stay fresh for long. */
export const sparesKeys = {
  all: ['spares'] as const,
  manufacturers: ['spares', 'manufacturers'] as const,
  appliances: (manufacturerId: number) => ['spares', 'appliances', manufacturerId] as const,
  partTypes: (applianceId: number) => ['spares', 'part-types', applianceId] as const,
  search: (kind: string, params: object) => ['spares', 'search', kind, params] as const,
  diagrams: (applianceId: number) => ['spares', 'diagrams', applianceId] as const,
  diagramParts: (diagramId: number) => ['spares', 'diagram-parts', diagramId] as const,
};

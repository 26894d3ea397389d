import {
  adminCatalogueQuery,
  adminPdfMaterialSchema,
  adminSaved,
  idParams,
  materialFieldsSchema,
  messageReply,
  PDF_MATERIAL_KINDS,
  pagedEnvelope,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteStoredFiles } from '../../../lib/storage/delete-stored-files.ts';
import { handleUpload } from '../../../lib/uploads/index.ts';
import { messageOf, savedReply } from '../lib/replies.ts';
import {
  deletePdfMaterial,
  getAdminPdfMaterial,
  insertPdfMaterial,
  listAdminPdfMaterials,
  updatePdfMaterial,
} from './pdf-materials.ts';

const tags = ['admin'];

/** Worksheets, exams, summaries and teacher's guides: one PDF each (multipart `pdf_file`). */
export const pdfMaterialRoutes: FastifyPluginAsyncZod = async (app) => {
  const opening = async () => ({ premium: await app.premiumIndex(), urlKey: app.premiumKeys.urls });
  for (const kind of PDF_MATERIAL_KINDS) {
    const pdf = { kind: 'pdf', folder: kind } as const;
    const createSpec = {
      fields: materialFieldsSchema,
      files: { pdf_file: { ...pdf, required: 'admin.pdf_required' } },
    } as const;
    const updateSpec = { fields: materialFieldsSchema, files: { pdf_file: pdf } } as const;

    app.get(
      `/${kind}`,
      {
        schema: {
          tags,
          summary: `${kind}, newest first; filters grade_id, subject_id, semester`,
          querystring: adminCatalogueQuery,
          response: { 200: pagedEnvelope(adminPdfMaterialSchema) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        ...(await listAdminPdfMaterials(app.db, {
          kind,
          query: request.query,
          ...(await opening()),
        })),
      }),
    );

    app.post(
      `/${kind}`,
      {
        schema: {
          tags,
          summary: `Add to ${kind} (multipart: subject_id, name_ar, name_en, pdf_file)`,
          response: { 201: adminSaved(adminPdfMaterialSchema) },
        },
      },
      async (request, reply) => {
        const id = await handleUpload(request, {
          spec: createSpec,
          work: ({ fields, files }) =>
            insertPdfMaterial(app.db, { kind, values: fields, pdf: files.pdf_file }),
        });
        reply.code(201);
        const data = await getAdminPdfMaterial(app.db, { kind, id, ...(await opening()) });
        return savedReply(request, { key: 'admin.created', data });
      },
    );

    app.patch(
      `/${kind}/:id`,
      {
        schema: {
          tags,
          summary: `Edit one of ${kind}; a new PDF replaces the old one`,
          params: idParams,
          response: { 200: adminSaved(adminPdfMaterialSchema) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const replaced = await handleUpload(request, {
          spec: updateSpec,
          work: ({ fields, files }) =>
            updatePdfMaterial(app.db, { kind, id, values: fields, pdf: files.pdf_file }),
        });
        await deleteStoredFiles(app, [replaced]);
        const data = await getAdminPdfMaterial(app.db, { kind, id, ...(await opening()) });
        return savedReply(request, { key: 'admin.updated', data });
      },
    );

    app.delete(
      `/${kind}/:id`,
      { schema: { tags, params: idParams, response: { 200: messageReply } } },
      async (request) => {
        const removed = await deletePdfMaterial(app.db, { kind, id: request.params.id });
        await deleteStoredFiles(app, [removed]);
        return messageOf(request, 'admin.deleted');
      },
    );
  }
};

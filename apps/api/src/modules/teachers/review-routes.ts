import {
  createReviewSchema,
  messageReply,
  pagedEnvelope,
  REVIEW_RATE_LIMIT,
  teacherReviewSchema,
  teacherReviewsQuery,
  translate,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewValidationError } from './review-validation.ts';
import { createReview, listReviews } from './reviews.ts';

/** Reviews of teachers: anyone may post one; only published ones are listed. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/teacher-evaluations',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['teachers'],
        summary: 'Published reviews, newest first, optionally of one teacher',
        querystring: teacherReviewsQuery,
        response: { 200: pagedEnvelope(teacherReviewSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listReviews(app.db, request.query)),
    }),
  );

  app.post(
    '/teacher-evaluations',
    {
      config: {
        rateLimit: {
          max: REVIEW_RATE_LIMIT.max,
          timeWindow: REVIEW_RATE_LIMIT.windowMinutes * 60_000,
        },
      },
      // Validation failures get the review form's own message (see reviewValidationError).
      attachValidation: true,
      schema: {
        tags: ['teachers'],
        summary: 'Post a review; it is stored unpublished until an admin allows it',
        body: createReviewSchema,
        response: { 201: messageReply },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw reviewValidationError(request.validationError.validation);
      await createReview(app.db, request.body);
      return reply.code(201).send({
        status: 'success' as const,
        message: translate(request.language, 'teachers.review_submitted'),
      });
    },
  );
};

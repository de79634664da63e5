export { uploadsRoutes as default } from './uploads.routes.ts'
export {
  attachablePictures,
  picturesByPath,
  type StoredPicture,
  toUploadedImage,
} from './uploads.service.ts'

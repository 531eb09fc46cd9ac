import { BookingForm, type BookingFormProps } from "@/components/site/booking/booking-form";
import { mountIsland } from "./mount";

mountIsland("booking", (props: BookingFormProps) => <BookingForm {...props} />);
